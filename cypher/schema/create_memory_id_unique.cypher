// Memory ids are unique across the store (uuid4, made by the service).
// mode: schema
CREATE CONSTRAINT memory_id_unique IF NOT EXISTS
FOR (m:Memory) REQUIRE m.id IS UNIQUE
