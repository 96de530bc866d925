// One bank's HNSW vector index (cosine) over its memories' multilingual vectors (texts with Han
// characters, see service/embedding/spaces.py), made beside make_bank_vector_index once the
// bank is too large to scan exactly (see service/vector_indexes.py). The index is defined on
// the bank's label, so a lookup returns the bank's nearest memories and nothing else.
//
// BANK_LABEL is the one thing here that is not a parameter: Cypher takes no parameter for a
// label in a schema command. It is replaced by the bank's key ("bk" + 24 hex digits, derived
// from the bank id by a hash and checked against that pattern before it is substituted), so no
// outside text reaches the statement.
// mode: schema
// $name: the index name, memory_multilingual_<bank key>
// $dimensions: length of the embedding vectors (384 for multilingual-e5-small)
CREATE VECTOR INDEX $name IF NOT EXISTS
FOR (m:BANK_LABEL) ON m.embedding_ml
OPTIONS {indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine'
}}
