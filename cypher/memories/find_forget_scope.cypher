// What a hard forget of one memory touches, read before it runs: the episodes it was
// derived from (each with whether another memory uses it too), the other memories whose
// full-text terms were made from those turns (the memories of the same turns, and of the
// turn right after in the session), the memories derived from it (a consolidation), and,
// for a consolidated memory, the members it stands for (they say what it says).
// mode: read
// $bank_id: the bank's id
// $memory_id: the memory's id
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
RETURN m.text AS text,
       [(m)-[:DERIVED_FROM]->(o:Memory) WHERE o.bank_id = $bank_id AND o.consolidated_into = m.id
         | o.id] AS members,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, text: e.text,
            archive_text: head([(e)-[:ARCHIVED_AS]->(a:EpisodeArchive) | a.text]),
            shared: EXISTS { (e)<-[:DERIVED_FROM]-(o:Memory) WHERE o <> m }}] AS episodes,
       [(m)-[:DERIVED_FROM]->(:Episode)<-[:DERIVED_FROM]-(o:Memory)
         WHERE o.bank_id = $bank_id AND o <> m
         | {id: o.id, text: o.text, occurred_at: o.occurred_at}]
       + [(m)-[:PRECEDES]->(o:Memory) WHERE o.bank_id = $bank_id
         | {id: o.id, text: o.text, occurred_at: o.occurred_at}] AS neighbours,
       [(d:Memory)-[:DERIVED_FROM]->(m) WHERE d.bank_id = $bank_id
         | {id: d.id, text: d.text,
            others: [(d)-[:DERIVED_FROM]->(o:Memory) WHERE o <> m
                     | {id: o.id, text: o.text, search_text: o.search_text}]}] AS derived
