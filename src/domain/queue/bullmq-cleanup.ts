import type { Redis } from 'ioredis';

/**
 * BullMQ keeps a stream of queue events (added, active, completed, failed, removed …; up to 10,000 entries) whose
 * entries name the job id, which is the document id. Removing a job leaves those entries, so a deleted document
 * would stay traceable in Redis until the stream is trimmed. This script deletes the entries of the given ids in one
 * pass inside Redis (no entries cross the network); it returns how many it deleted.
 */
const SCRUB = `
local wanted = {}
for _, id in ipairs(ARGV) do wanted[id] = true end
local removed = 0
local cursor = '-'
while true do
  local entries = redis.call('XRANGE', KEYS[1], cursor, '+', 'COUNT', 1000)
  for _, entry in ipairs(entries) do
    local fields = entry[2]
    for i = 1, #fields, 2 do
      if fields[i] == 'jobId' and wanted[fields[i + 1]] then
        redis.call('XDEL', KEYS[1], entry[1])
        removed = removed + 1
        break
      end
    end
  end
  if #entries < 1000 then break end
  cursor = '(' .. entries[#entries][1]
end
return removed
`;

const IDS_PER_CALL = 1000;

export async function scrubJobEvents(client: Redis, eventsKey: string, jobIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (let i = 0; i < jobIds.length; i += IDS_PER_CALL) {
    removed += Number(await client.eval(SCRUB, 1, eventsKey, ...jobIds.slice(i, i + IDS_PER_CALL)));
  }
  return removed;
}
