// One recall trace per id in a bank: what a traced recall returned (service/recall/trace_writer.py).
// mode: schema
CREATE CONSTRAINT recall_bank_id IF NOT EXISTS FOR (r:Recall) REQUIRE (r.bank_id, r.id) IS UNIQUE
