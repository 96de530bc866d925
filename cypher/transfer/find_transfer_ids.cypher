// The ids earlier import batches gave episodes they re-derived for this bank (see
// service/lifecycle/transfer_ids.py), by the id each had in the bank it came from.
// mode: read
// $bank_id: the bank imported into
// $source_ids: episode ids as the export names them
UNWIND $source_ids AS source_id
MATCH (t:TransferId {bank_id: $bank_id, source_id: source_id})
RETURN source_id, t.id AS id
