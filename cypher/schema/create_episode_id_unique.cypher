// Episode ids are unique; they are derived from the bank and the item, which makes a
// retried retain find its episodes instead of writing them again.
// mode: schema
CREATE CONSTRAINT episode_id_unique IF NOT EXISTS
FOR (e:Episode) REQUIRE e.id IS UNIQUE
