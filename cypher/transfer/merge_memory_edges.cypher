// Imported edges between two memories of the bank (SUPERSEDES, NEGATES, CAUSES, PRECEDES,
// DERIVED_FROM), one of each type per pair, as retain makes them. The type is a parameter,
// checked against that list before (service/transfer_models.py). An edge whose ends are
// not both in the bank is not written (the import counts it as skipped).
// mode: write
// $bank_id: the bank imported into
// $rows: one map per edge: from_id, to_id, rel, properties
UNWIND $rows AS row
MATCH (a:Memory {id: row.from_id})
WHERE a.bank_id = $bank_id
MATCH (b:Memory {id: row.to_id})
WHERE b.bank_id = $bank_id
MERGE (a)-[r:$(row.rel)]->(b)
SET r += row.properties
RETURN count(r) AS merged
