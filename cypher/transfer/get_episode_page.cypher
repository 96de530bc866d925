// One page of a bank's episodes for its export, in id order after $after, each with every
// property and, for a compacted episode, the archive that holds its raw text.
// mode: read
// $bank_id: the bank's id
// $after: the last id of the previous page ('' to start)
// $limit: the page's size
MATCH (e:Episode {bank_id: $bank_id})
WHERE e.id > $after
WITH e ORDER BY e.id LIMIT $limit
RETURN e.id AS key, properties(e) AS properties,
       head([(e)-[:ARCHIVED_AS]->(a:EpisodeArchive) WHERE a.bank_id = $bank_id
             | properties(a)]) AS archive
ORDER BY key
