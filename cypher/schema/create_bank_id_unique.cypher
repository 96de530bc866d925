// Every bank has one node; its id is unique.
// mode: schema
CREATE CONSTRAINT bank_id_unique IF NOT EXISTS
FOR (b:Bank) REQUIRE b.id IS UNIQUE
