// One page of the store's banks, in id order after $after, each with how many memories (of
// every status) and episodes it holds. (With the other listings across banks, here in schema/.)
// mode: read
// $after: the last id of the previous page ('' to start)
// $limit: the page's size
MATCH (b:Bank)
WHERE b.id > $after
WITH b ORDER BY b.id LIMIT $limit
RETURN b.id AS id, b.name AS name, b.description AS description,
       b.embedding_model AS embedding_model, b.multilingual_model AS multilingual_model,
       b.created_at AS created_at, b.updated_at AS updated_at,
       COUNT { MATCH (m:Memory {bank_id: b.id}) } AS memories,
       COUNT { MATCH (e:Episode {bank_id: b.id}) } AS episodes
ORDER BY id
