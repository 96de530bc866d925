// One reflection per (bank, scope): the trigger at retain MERGEs on it.
// mode: schema
CREATE CONSTRAINT reflection_scope_unique IF NOT EXISTS
FOR (r:Reflection) REQUIRE (r.bank_id, r.scope) IS UNIQUE
