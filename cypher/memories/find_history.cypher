// The memories a memory's history runs through: every memory reached along SUPERSEDES,
// NEGATES and DERIVED_FROM (memory to memory) in either direction, up to $depth steps, each
// with its dated status changes, and the dated edges among them. The caller orders it.
// mode: read
// $bank_id: the bank's id
// $memory_id: the memory's id
// $depth: the most steps walked from it
MATCH (start:Memory {id: $memory_id})
WHERE start.bank_id = $bank_id
OPTIONAL MATCH (start)-[:SUPERSEDES|NEGATES|DERIVED_FROM*1..20]-(other:Memory)
WHERE other.bank_id = $bank_id
WITH start, collect(DISTINCT other)[0..$depth] AS others
WITH [start] + [o IN others WHERE o <> start] AS chain
UNWIND chain AS m
RETURN m.id AS id, m.text AS text, m.kind AS kind, m.status AS status, m.role AS role,
       m.origin AS origin, coalesce(m.known_from, m.created_at) AS known_from,
       m.created_at AS created_at, m.cold_at AS cold_at, m.expired_at AS expired_at,
       m.forgotten_at AS forgotten_at, m.forget_reason AS forget_reason,
       m.restored_at AS restored_at,
       [(m)-[r:SUPERSEDES|NEGATES|DERIVED_FROM]->(o:Memory) WHERE o IN chain
         | {type: type(r), to: o.id, reason: r.reason, at: coalesce(r.at, r.created_at)}]
         AS edges
