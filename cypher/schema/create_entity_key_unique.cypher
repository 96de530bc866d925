// One entity per canonical key inside a bank (a composite uniqueness constraint, which
// Neo4j Community supports; NODE KEY would need Enterprise).
// mode: schema
CREATE CONSTRAINT entity_bank_key_unique IF NOT EXISTS
FOR (e:Entity) REQUIRE (e.bank_id, e.key) IS UNIQUE
