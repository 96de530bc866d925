// Wait until every index is online (population after creation is asynchronous).
// mode: schema
// $timeout_s: seconds to wait at most
CALL db.awaitIndexes($timeout_s)
