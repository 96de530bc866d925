// Episodes old enough to compact (older than compact_after_days, longer than a summary,
// not compacted yet), with the memories made from them, which the summary is drawn from.
// mode: read
// $bank_id: the bank's id
// $now: the time of the run
// $c: the bank's consolidation settings (see count_plan)
// $limit: the most read at once
MATCH (e:Episode {bank_id: $bank_id})
WHERE e.compacted_at IS NULL AND e.timestamp <= $now - duration({days: $c.compact_after_days})
  AND size(e.text) > $c.summary_chars
WITH e LIMIT $limit
RETURN e.id AS id, e.text AS text,
       [(m:Memory)-[:DERIVED_FROM]->(e) WHERE m.bank_id = $bank_id AND m.status <> 'forgotten'
         | {text: m.text, importance: m.importance}] AS memories
