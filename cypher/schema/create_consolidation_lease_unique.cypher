// One consolidation lease per bank: the node a run claims, so that only one service instance
// consolidates a bank at a time.
// mode: schema
CREATE CONSTRAINT consolidation_lease_bank IF NOT EXISTS FOR (l:ConsolidationLease) REQUIRE l.bank_id IS UNIQUE
