// Claim a bank's consolidation lease: free, expired (its holder died) or already this
// owner's. The lease node's write lock is taken first (the SET) and the check made under it,
// so two service instances never both hold it. Returns the holder after the claim.
// mode: write
// $bank_id: the bank's id
// $owner: this run's id
// $now: the time of the claim
// $until: when the lease lapses unless renewed
MERGE (l:ConsolidationLease {bank_id: $bank_id})
SET l.claims = coalesce(l.claims, 0) + 1
WITH l
CALL (l) {
  WITH l WHERE l.owner IS NULL OR l.until < $now OR l.owner = $owner
  SET l.owner = $owner, l.until = $until, l.since = $now
}
RETURN l.owner AS owner, l.until AS until
