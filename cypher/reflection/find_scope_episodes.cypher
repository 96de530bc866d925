// The episodes reflection reads: a session's, a task's (items that carried metadata.task_id)
// or the given ones, oldest first, at most $limit (the latest ones when there are more).
// Exactly one of $session_id, $task_id and $episode_ids is set; the others are null.
// mode: read
// $bank_id: the bank's id
// $session_id: a session id, or null
// $task_id: a task id, or null
// $episode_ids: a list of episode ids, or null
// $limit: the most episodes read
CALL () {
  MATCH (e:Episode)
  WHERE $session_id IS NOT NULL AND e.bank_id = $bank_id AND e.session_id = $session_id
  RETURN e
  UNION
  MATCH (e:Episode)
  WHERE $task_id IS NOT NULL AND e.bank_id = $bank_id AND e.task_id = $task_id
  RETURN e
  UNION
  UNWIND coalesce($episode_ids, []) AS id
  MATCH (e:Episode {id: id})
  WHERE e.bank_id = $bank_id
  RETURN e
}
WITH e ORDER BY e.timestamp DESC, e.id DESC LIMIT $limit
RETURN e.id AS id, e.role AS role, e.text AS text, e.timestamp AS timestamp,
       e.session_id AS session_id, e.metadata_json AS metadata_json
ORDER BY timestamp, id
