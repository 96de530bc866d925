// The bank's reflected lessons nearest to the query, each by the cosine of its situation (the
// goal, tool and attempt it was learnt in, widened by every later wording) to the query's
// vector, read in the lesson's own space (a multilingual cosine mapped onto the primary's
// scale, a primary one counted by the query's share of Latin letters, as recall_memories
// reads them), less by how crowded the lesson's situation is among the bank's other lessons
// (`crowding`, see service/reflection/crowding.py). Lessons compete here with lessons only:
// a new attempt at a task is worded its own way, and the turns of other tasks that share its
// words would outrank the lesson in the main query. A bank holds few lessons; the
// (bank_id, kind) index finds them. Rows are shaped like recall_memories' (the cosine as
// `semantic`), best first.
// mode: read
// $bank_id: the bank's id
// $statuses: statuses that may be returned
// $vector: the query's primary vector
// $use_ml: whether $vector_ml is the query's multilingual vector
// $vector_ml: the query's multilingual vector (any vector of floats without use_ml)
// $ml: the map of multilingual cosines onto the primary's scale, {a, b}: a + b · cos
// $latin_share: how far a primary-space cosine counts (bge cannot read Han characters)
// $crowding_weight: how much of its crowding a lesson's cosine is read less by
// $trust: the models whose vectors are read ({primary, ml}; null: any)
// $limit: the most lessons returned
MATCH (m:Memory {bank_id: $bank_id, kind: 'lesson'})
WHERE m.role = 'reflection' AND m.status IN $statuses
WITH m, coalesce(
       CASE WHEN $use_ml AND m.embedding_ml IS NOT NULL
              AND ($trust.ml IS NULL OR m.ml_model = $trust.ml)
            THEN $ml.a + $ml.b * (2 * vector.similarity.cosine(m.embedding_ml, $vector_ml) - 1
                                  - $crowding_weight * coalesce(m.crowding, 0.0)) END,
       CASE WHEN m.embedding IS NOT NULL
              AND ($trust.primary IS NULL OR m.vector_model = $trust.primary)
            THEN $latin_share * (2 * vector.similarity.cosine(m.embedding, $vector) - 1
                                 - $crowding_weight * coalesce(m.crowding, 0.0)) END)
     AS cos
WHERE cos IS NOT NULL
ORDER BY cos DESC, m.confidence DESC
LIMIT $limit
RETURN m.id AS id, m.text AS text, m.kind AS kind, m.status AS status, m.role AS role,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       m.valid_until AS valid_until, m.language AS language,
       {semantic: cos, lexical: 0.0, entity: 0.0, graph: 0.0, window: 0.0, recency: 0.0,
        importance: m.importance, relevance: 0.0, context: 0.0, current: 1.0,
        lesson: 1.0} AS scores,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources
