// Wait until one bank's vector index is online (benchmarks and tests; recall never waits).
// mode: schema
// $name: the index name
// $timeout_s: seconds to wait at most
CALL db.awaitIndex($name, $timeout_s)
