/** The bytes in pieces of `piece` bytes, as a network stream delivers an upload; optionally failing after `failAfter`. */
export async function* pieces(bytes: Buffer, piece: number, failAfter?: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += piece) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('the client went away');
    await new Promise((r) => setImmediate(r));
    yield bytes.subarray(at, at + piece);
  }
}
