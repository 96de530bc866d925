// The banks the background consolidation should run on: never consolidated, or not since
// $before, with memories; the least recently consolidated first. Each run then claims the
// bank's lease (consolidation.claim_lease), so that one instance runs it at a time.
// mode: read
// $before: banks consolidated before this time are due
// $limit: the most banks listed
MATCH (b:Bank)
WHERE coalesce(b.memory_count, 0) > 0
  AND (b.consolidated_at IS NULL OR b.consolidated_at < $before)
WITH b ORDER BY b.consolidated_at IS NOT NULL, b.consolidated_at LIMIT $limit  // never first
RETURN b.id AS bank_id
