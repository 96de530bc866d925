// Recall in one query: seed candidates from four channels inside the bank, spread activation
// along the graph, score with decay computed against $now, keep to what is current.
//
//   1. seeds: vector, in each space the bank's memories live in (exact cosine over the bank
//      while it is small, else the bank's own HNSW index, see service/vector_indexes.py; a
//      memory's cosine is read in its own space, a multilingual one mapped onto the primary's
//      scale, see service/embedding/spaces.py), full-text (Lucene, bank-filtered by its
//      bank_key clause), the query's entities (coreference already resolved), and the
//      query's time window;
//   2. match = semantic·cos + lexical·bm25/max + entity·share of query entities, per seed;
//   3. spreading: from the best seeds, 1–2 hops along CAUSES and PRECEDES and 1 hop through a
//      shared entity (hub entities skipped), damped per hop, bounded fan-out;
//   4. status: superseded, negated, expired and forgotten memories stay out unless history is
//      asked for; a task or transient past its valid_until is expired already; any other
//      memory past it keeps its score here: whether it still holds depends on the question
//      (what holds now, or what was), which the safety net reads (service/recall/currency.py:
//      a state that ended sinks for the one and counts for the other); a cold memory comes
//      back only on a strong match;
//   5. score = (match + graph + window) × (1 + nudge × context), where window is 1 for a memory
//      of something that happened in the query's window, or told in it of a later time (what
//      someone asked that day for later: "he wants the migration plan before the October
//      offsite", asked "what did Marcus want at the 1:1 on the 10th?"), and context blends recency
//      exp(-ln2·age/half_life) and importance (+ access reinforcement). The nudge is bounded,
//      so decay and importance reorder close candidates but never bury a strong match.
//      A question ("…?") is scaled by $question_factor: it is what someone asked, not what
//      they know; its answer should rank above it. What the assistant said is scaled by
//      $assistant_factor: it echoes, suggests and asks ("Noted, meat-free recipes only",
//      "A pruning set or a kneeling pad?"), while the user's own words say what holds; unless
//      the user took it up at once (`taken_up`, see encoding/mark_taken_up.cypher: "…电话
//      15867342219" / "行 我打给他"), which makes it theirs.
// Returns each channel's contribution, and what the caller needs to tell which of two
// memories about one thing holds now: who said it and when, its vector, the people it names,
// and the user's whole turn a memory was cut from (a change or a bound said in another part of
// it, see service/recall/currency.py).
//
// Neo4j caches a plan per query text and parameter types, and planning this query takes
// 0.2-1 s: parameters keep their types from call to call (an empty window rather than null,
// every kind rather than null), so only $vector_index (null or a name) and $entity_keys
// (empty or not) make different plans; the service plans those at start-up (warm_up).
//
// Try it in Neo4j Browser with :param for every parameter below.
// mode: read
// $bank_id: the bank's id
// $vector: the query embedding in the primary space (`embedding`)
// $vector_index: the bank's own vector index (a large bank), or null: scan the bank exactly
// $vector_k: the neighbours asked of that index (and of the multilingual one)
// $latin_share: the query's share of letters that are not Han (1 for an English query):
//               how far a primary-space cosine counts (bge cannot read Han characters)
// $lexical_share: how far the full-text score counts: $latin_share when the query is
//                 embedded in the multilingual space too, else 1 (see service/recall/recall.py)
// $use_ml: true when the query is embedded in the multilingual space too: the bank holds
//          memories of that space (texts with Han characters, `embedding_ml`)
// $vector_ml: the query embedding in the multilingual space (any list when not $use_ml)
// $vector_ml_index: the bank's multilingual vector index, or null: scan those memories exactly
// $ml: the map of multilingual cosines onto the primary's scale, {a, b}: a + b · cos
// $trust: {primary, ml}: while a re-embedding job runs, the model whose vectors alone compare
//         in each space (null: every vector; see service/lifecycle/reembed.py)
// $lucene: the full-text query (already escaped, with the bank_key clause), or ''
// $entity_keys: canonical keys of the entities the query names
// $window_start: start of the query's time window ($now without one)
// $window_end: end (exclusive) of the query's time window ($now without one: an empty window)
// $now: the time recall is asked at, or the past moment it is asked as of ($as_of)
// $as_of: true when recall is asked what the bank held at $now in the past: a memory counts
//         if the bank knew it by then (known_from) and its status changed only later, if at
//         all (superseded, negated, expired, consolidated, cold after $now: current then)
// $statuses: statuses that may be seeded (['active','cold'], history, or every status but
//            forgotten as of a past moment)
// $current: the statuses that count as current at $now (history's as well when asked for)
// $history: true when superseded/negated/expired memories may be returned
// $kinds: kinds to keep (all of them unless the request names some)
// $seed_k: candidates per channel
// $entity_scan: memories read per query entity at most, before the newest $seed_k are kept
// $spread_from: how many of the best seeds spread activation
// $limit: how many memories to return: top_k and a few more, for the caller's last say on
//         which of two memories filling one slot is current (service/recall/currency.py)
// $cold_min_cosine: the cosine a cold memory needs to come back
// $w: weights {semantic, lexical, entity, graph, window, recency, importance, nudge}
// $edge: per-edge-type weights {causes, precedes, entity} and {damping, fanout, hub}
// $assistant_factor: the scale for a memory the assistant said (role 'assistant')
// $question_factor: the scale for a memory that is a question: what was asked is weaker
//                   evidence than what was said ("What's a good gift for my boss?" is not
//                   the gift that was picked)

// --- 1. seeds ------------------------------------------------------------------------------
CALL () {
  WITH 1 AS guard WHERE $vector_index IS NULL
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.status IN $statuses AND m.embedding IS NOT NULL
    AND ($trust.primary IS NULL OR m.vector_model = $trust.primary)
  WITH m, vector.similarity.cosine(m.embedding, $vector) AS s
  ORDER BY s DESC LIMIT $seed_k
  RETURN m, 0.0 AS lex, s, null AS sml
  UNION ALL
  // The bank's own index holds the bank's memories only; $vector_k leaves room for those
  // whose status keeps them out. Its score is the same (1 + cosine) / 2 as the scan's.
  WITH 1 AS guard WHERE $vector_index IS NOT NULL
  CALL db.index.vector.queryNodes($vector_index, $vector_k, $vector)
  YIELD node, score
  WITH node AS m, score WHERE m.bank_id = $bank_id AND m.status IN $statuses
    AND ($trust.primary IS NULL OR m.vector_model = $trust.primary)
  WITH m, score ORDER BY score DESC LIMIT $seed_k
  RETURN m, 0.0 AS lex, score AS s, null AS sml
  UNION ALL
  // The multilingual space: the same two ways, over the memories that have such a vector.
  WITH 1 AS guard WHERE $use_ml AND $vector_ml_index IS NULL
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.status IN $statuses AND m.embedding_ml IS NOT NULL
    AND ($trust.ml IS NULL OR m.ml_model = $trust.ml)
  WITH m, vector.similarity.cosine(m.embedding_ml, $vector_ml) AS sml
  ORDER BY sml DESC LIMIT $seed_k
  RETURN m, 0.0 AS lex, null AS s, sml
  UNION ALL
  WITH 1 AS guard WHERE $use_ml AND $vector_ml_index IS NOT NULL
  CALL db.index.vector.queryNodes($vector_ml_index, $vector_k, $vector_ml)
  YIELD node, score
  WITH node AS m, score WHERE m.bank_id = $bank_id AND m.status IN $statuses
    AND ($trust.ml IS NULL OR m.ml_model = $trust.ml)
  WITH m, score ORDER BY score DESC LIMIT $seed_k
  RETURN m, 0.0 AS lex, null AS s, score AS sml
  UNION ALL
  WITH 1 AS guard WHERE $lucene <> ''
  CALL db.index.fulltext.queryNodes('memory_text_v2', $lucene, {limit: $seed_k})
  YIELD node, score
  WITH node AS m, score WHERE m.bank_id = $bank_id AND m.status IN $statuses
  RETURN m, score AS lex, null AS s, null AS sml
  UNION ALL
  // At most $entity_scan memories per entity are read (Neo4j walks a node's relationships
  // newest first): a name in every other memory must not cost a scan of the bank.
  UNWIND $entity_keys AS key
  MATCH (n:Entity {bank_id: $bank_id, key: key})
  CALL (n) {
    MATCH (n)<-[:MENTIONS]-(m:Memory)
    WHERE m.bank_id = $bank_id AND m.status IN $statuses
    WITH m LIMIT $entity_scan
    RETURN m
  }
  WITH DISTINCT m ORDER BY m.occurred_at DESC LIMIT $seed_k
  RETURN m, 0.0 AS lex, null AS s, null AS sml
  UNION ALL
  WITH 1 AS guard WHERE $window_start < $window_end
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.occurred_at >= $window_start AND m.occurred_at < $window_end
    AND m.status IN $statuses
  WITH m ORDER BY m.occurred_at DESC LIMIT $seed_k
  RETURN m, 0.0 AS lex, null AS s, null AS sml
}
WITH m, max(lex) AS lex, max(s) AS s, max(sml) AS sml
WHERE m.kind IN $kinds
  AND ($history OR m.valid_until IS NULL OR m.valid_until > $now
       OR NOT m.kind IN ['task', 'transient'])

// --- 2. match per seed ---------------------------------------------------------------------
// The 384 numbers of an embedding are the costliest property to read: the exact scan's
// similarity is reused, and a memory reached only by spreading gets its cosine read when it
// matters: a cold memory's revival check, and the returned top_k (its match is 0 anyway).
// A memory's cosine is read in its own space: the multilingual one (mapped onto the
// primary's scale) when it has a vector there, else the primary one (null without either).
WITH m, lex, coalesce(
       CASE WHEN $use_ml AND ($trust.ml IS NULL OR m.ml_model = $trust.ml) THEN $ml.a + $ml.b
         * (2 * coalesce(sml, vector.similarity.cosine(m.embedding_ml, $vector_ml)) - 1) END,
       CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary THEN $latin_share
         * (2 * coalesce(s, vector.similarity.cosine(m.embedding, $vector)) - 1) END) AS cos,
     size([(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id AND e.key IN $entity_keys
           | e]) AS named
WITH collect({m: m, lex: lex, cos: cos, named: named}) AS seeds, max(lex) AS max_lex
UNWIND seeds AS seed
WITH seed.m AS m, seed.cos AS cos,
     CASE WHEN max_lex > 0 THEN seed.lex / max_lex ELSE 0.0 END AS lex,
     CASE WHEN size($entity_keys) > 0 THEN toFloat(seed.named) / size($entity_keys)
          ELSE 0.0 END AS ent
WITH m, cos, lex, ent,
     $w.semantic * CASE WHEN cos > 0 THEN cos ELSE 0.0 END + $w.lexical * $lexical_share * lex
       + $w.entity * ent AS match
ORDER BY match DESC

// --- 3. spreading activation from the best seeds -------------------------------------------
WITH collect({m: m, cos: cos, lex: lex, ent: ent, match: match}) AS seeds
OPTIONAL CALL (seeds) {
  UNWIND seeds[0..$spread_from] AS seed
  WITH seed.m AS src, seed.match AS match
  CALL (src, match) {
    MATCH path = (src)-[:CAUSES|PRECEDES*1..2]-(n:Memory)
    WHERE n.bank_id = $bank_id AND n <> src
    WITH n, relationships(path) AS rels
    LIMIT $edge.fanout
    RETURN n, match * reduce(a = 1.0, r IN rels |
             a * $edge.damping * coalesce(r.weight, 1.0)
               * CASE type(r) WHEN 'CAUSES' THEN $edge.causes ELSE $edge.precedes END) AS act
    UNION ALL
    MATCH (src)-[:MENTIONS]->(e:Entity)<-[:MENTIONS]-(n:Memory)
    WHERE e.bank_id = $bank_id AND coalesce(e.mention_count, 0) <= $edge.hub
      AND n.bank_id = $bank_id AND n <> src
    WITH n LIMIT $edge.fanout
    RETURN n, match * $edge.damping * $edge.entity AS act
  }
  RETURN n, max(act) AS act
}
WITH seeds, collect({m: n, act: act}) AS spread
UNWIND seeds + spread AS c
WITH c WHERE c.m IS NOT NULL
WITH c.m AS m, max(coalesce(c.match, 0.0)) AS match, max(c.cos) AS cos,
     max(coalesce(c.lex, 0.0)) AS lex, max(coalesce(c.ent, 0.0)) AS ent,
     max(coalesce(c.act, 0.0)) AS act
WITH m, match, lex, ent, act, cos  // cos is null for a memory reached only by spreading

// --- 4. what may come back -----------------------------------------------------------------
WITH m, match, lex, ent, act, cos,
     CASE WHEN $as_of AND m.status_changed_at > $now THEN 'active' ELSE m.status END AS status
WHERE m.status IN $statuses AND m.kind IN $kinds AND status IN $current
  AND (NOT $as_of OR coalesce(m.known_from, m.created_at) <= $now)
  AND ($history OR m.valid_until IS NULL OR m.valid_until > $now
       OR NOT m.kind IN ['task', 'transient'])
  AND (status <> 'cold' OR coalesce(cos, coalesce(
             CASE WHEN $use_ml AND ($trust.ml IS NULL OR m.ml_model = $trust.ml) THEN $ml.a + $ml.b
               * (2 * vector.similarity.cosine(m.embedding_ml, $vector_ml) - 1) END,
             CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
           THEN $latin_share * (2 * vector.similarity.cosine(m.embedding, $vector) - 1) END)) >= $cold_min_cosine)

// --- 5. score ------------------------------------------------------------------------------
WITH m, status, match, lex, ent, cos, act,
     CASE WHEN m.occurred_at >= $window_start AND m.occurred_at < $window_end THEN 1.0
          WHEN m.known_from >= $window_start AND m.known_from < $window_end
            AND m.occurred_at > m.known_from THEN 1.0
          ELSE 0.0 END AS in_window,
     duration.inSeconds(coalesce(m.last_seen_at, m.occurred_at, m.created_at), $now).seconds
       / 86400.0 AS age_days
WITH m, status, match, lex, ent, cos, act, in_window,
     exp(-0.6931471805599453 * CASE WHEN age_days > 0 THEN age_days ELSE 0.0 END
         / coalesce(m.half_life_days, 14.0)) AS recency,
     CASE WHEN m.importance + 0.05 * log(1 + coalesce(m.access_count, 0)) > 1.0 THEN 1.0
          ELSE m.importance + 0.05 * log(1 + coalesce(m.access_count, 0)) END AS importance
WITH m, status, match, lex, ent, cos, act, in_window, recency, importance,
     match + $w.graph * act + $w.window * in_window AS relevance,
     ($w.recency * recency + $w.importance * importance)
       / ($w.recency + $w.importance + 1e-9) AS context
WITH m, status, cos, lex, ent, act, in_window, recency, importance, relevance, context,
     CASE WHEN m.text ENDS WITH '?' OR m.text ENDS WITH '？' THEN $question_factor
              ELSE 1.0 END
       * CASE WHEN m.role = 'assistant' AND m.taken_up IS NULL THEN $assistant_factor ELSE 1.0 END
       AS current
WITH m, status, cos, lex, ent, act, in_window, recency, importance, relevance, context, current,
     relevance * (1 + $w.nudge * context) * current AS score
ORDER BY score DESC
LIMIT $limit
RETURN m.id AS id, m.text AS text, m.kind AS kind, status,
       coalesce(m.role, 'user') AS role,
       coalesce(head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
                      | e.timestamp]), m.created_at) AS said_at,
       CASE WHEN m.embedding_ml IS NOT NULL THEN m.embedding_ml ELSE m.embedding END AS vector,
       m.embedding_ml IS NOT NULL AS multilingual,
       m.passed_over_by IS NOT NULL AS passed_over,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id AND e.kind = 'person'
         | e.key] AS people,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       m.valid_until AS valid_until, m.language AS language, score,
       {semantic: coalesce(cos, coalesce(
                  CASE WHEN $use_ml AND ($trust.ml IS NULL OR m.ml_model = $trust.ml) THEN $ml.a + $ml.b
                    * (2 * vector.similarity.cosine(m.embedding_ml, $vector_ml) - 1) END,
                  CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
           THEN $latin_share * (2 * vector.similarity.cosine(m.embedding, $vector) - 1) END), 0.0),
        lexical: lex, entity: ent, graph: act, window: in_window,
        recency: recency, importance: importance, relevance: relevance,
        context: context, current: current} AS scores,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources,
       CASE WHEN coalesce(m.role, 'user') = 'user'
            THEN head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
                       | left(e.text, 2000)]) END AS turn
