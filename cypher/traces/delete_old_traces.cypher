// Retention of a bank's recall traces: delete those beyond the $keep newest and those older
// than $cutoff (by when the recall was asked), with their RETURNED edges, at most $limit per call;
// called after each write until it deletes fewer than $limit.
// mode: write
// $bank_id: the bank's id
// $keep: how many of the newest traces the bank keeps
// $cutoff: traces of recalls before this moment go (now minus the bank's keep_days)
// $limit: the most traces deleted in this call
MATCH (r:Recall {bank_id: $bank_id})
WITH r ORDER BY r.at DESC, r.id DESC
WITH collect(r) AS newest_first
UNWIND range(0, size(newest_first) - 1) AS i
WITH newest_first[i] AS r, i
WHERE i >= $keep OR r.at < $cutoff
WITH r LIMIT $limit
DETACH DELETE r
RETURN count(*) AS deleted
