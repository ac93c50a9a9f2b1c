/**
 * Deletes in rounds of at most `batch` rows, so that no statement runs long, while whole batches are found and for at
 * most `rounds` rounds, so that a backlog is worked off over several runs rather than in one that never ends.
 * `round` deletes one batch and answers how many rows it deleted; answers how many were deleted in all.
 */
export async function deleteInRounds(batch: number, rounds: number, round: () => Promise<number>): Promise<number> {
  let deleted = 0;
  for (let done = 0; done < rounds; done++) {
    const changes = await round();
    deleted += changes;
    if (changes < batch) break;
  }
  return deleted;
}
