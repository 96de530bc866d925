// What the user said next to each of the best matches, for a question that asks for several
// things at once ("which allergies do I plan around?", "两个孩子分别几点补课"): the answers to it
// are often said one after another ("Theo is allergic to shellfish" / "oh and Imani can't do
// tree nuts"; "老大数学周六上午九点" / "老二英语是周日下午两点半"), and only the first is
// worded like the question. For each source: the active or cold statements of the user cut
// from the turns of its session at most $turns before or after its own, other than itself,
// each with its raw cosine to the source in the source's space, closest first, with the
// source's id; shaped like recall_memories' rows (scores are the caller's to give). Which of
// them stand beside their source is the caller's to say (service/recall/siblings.py).
// mode: read
// $bank_id: the bank's id
// $ids: the sources, best first
// $turns: how many turns before and after a source's own are read
// $span: and only within this long of it (a duration: a session of thousands of turns is
//        not read whole)
// $now: the moment recall is asked for (nothing said after it)
UNWIND $ids AS sid
MATCH (src:Memory {id: sid})-[:DERIVED_FROM]->(own:Episode)
WHERE src.bank_id = $bank_id AND own.bank_id = $bank_id AND own.session_id IS NOT NULL
WITH src, head(collect(own)) AS own
MATCH (e:Episode {bank_id: $bank_id, session_id: own.session_id})
WHERE e.timestamp >= own.timestamp - $span AND e.timestamp <= own.timestamp + $span
WITH src, own, e ORDER BY e.timestamp
WITH src, own, collect(e) AS turns
WITH src, turns, [i IN range(0, size(turns) - 1) WHERE turns[i] = own][0] AS at
UNWIND turns[CASE WHEN at < $turns THEN 0 ELSE at - $turns END..at + $turns + 1] AS e
MATCH (m:Memory)-[:DERIVED_FROM]->(e)
WHERE m.bank_id = $bank_id AND m.id <> src.id AND m.status IN ['active', 'cold']
  AND coalesce(m.role, 'user') = 'user' AND coalesce(m.known_from, m.created_at) <= $now
WITH src, m,
     CASE WHEN src.embedding_ml IS NOT NULL AND m.embedding_ml IS NOT NULL
          THEN vector.similarity.cosine(m.embedding_ml, src.embedding_ml)
          WHEN src.embedding_ml IS NULL AND m.embedding_ml IS NULL
           AND src.embedding IS NOT NULL AND m.embedding IS NOT NULL
          THEN vector.similarity.cosine(m.embedding, src.embedding) END AS sim
WHERE sim IS NOT NULL
WITH DISTINCT src, m, 2 * sim - 1 AS cosine
ORDER BY cosine DESC
RETURN src.id AS source_id, cosine, m.id AS id, m.text AS text, m.kind AS kind,
       m.status AS status, coalesce(m.role, 'user') AS role,
       coalesce(head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
                      | e.timestamp]), m.created_at) AS said_at,
       CASE WHEN m.embedding_ml IS NOT NULL THEN m.embedding_ml ELSE m.embedding END AS vector,
       m.embedding_ml IS NOT NULL AS multilingual,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id AND e.kind = 'person'
         | e.key] AS people,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       m.valid_until AS valid_until, m.language AS language,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources,
       head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
             | left(e.text, 2000)]) AS turn
