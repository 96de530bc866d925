// Banks whose re-embedding job was running when the service stopped: resumed at start-up.
// mode: read
MATCH (b:Bank)
WHERE b.reembed_state = 'running'
RETURN b.id AS bank_id
