/**
 * The bytes of `source` in pieces of exactly `size` bytes (the last one shorter, none empty): database rows and S3
 * parts have sizes of their own, unrelated to how the network delivered the upload. Holds at most one piece.
 */
export async function* rechunk(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const chunk of source) {
    let rest = chunk;
    while (held + rest.length >= size) {
      const take = size - held;
      parts.push(rest.subarray(0, take));
      yield parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
      rest = rest.subarray(take);
      parts = [];
      held = 0;
    }
    if (rest.length) {
      parts.push(rest);
      held += rest.length;
    }
  }
  if (held) yield parts.length === 1 ? parts[0] : Buffer.concat(parts, held);
}
