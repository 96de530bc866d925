// HNSW vector index over memory embeddings, cosine similarity.
// The dimension comes from the embedding model the service loads.
// mode: schema
// $dimensions: length of the embedding vectors (384 for all-MiniLM-L6-v2 and bge-small)
CREATE VECTOR INDEX memory_embedding IF NOT EXISTS
FOR (m:Memory) ON m.embedding
OPTIONS {indexConfig: {
  `vector.dimensions`: $dimensions,
  `vector.similarity_function`: 'cosine'
}}
