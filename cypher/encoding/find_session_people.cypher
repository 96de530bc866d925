// The person each new turn's session spoke of last before it: "Farida Haddad at Ledgerline"
// said, later "she quoted around $500" / "ugh she just emailed, she's sick" means her. For each
// ask: the person entity named by the latest memory of the session said before the turn; else,
// when the session named no one yet, the person the bank's memories named last within $since
// before it (a new session that goes on about her: "engagement letter came thru from her
// office"). Returns one row per ask that has such a person.
// mode: read
// $bank_id: the bank's id
// $asks: one map per turn: key, session_id, at (when it was said)
// $since: how far back the bank's last-named person is looked for (a duration)
UNWIND $asks AS ask
CALL (ask) {
  MATCH (e:Episode {bank_id: $bank_id, session_id: ask.session_id})
  WHERE e.timestamp < ask.at
  MATCH (m:Memory)-[:DERIVED_FROM]->(e)
  WHERE m.bank_id = $bank_id
  MATCH (m)-[:MENTIONS]->(p:Entity {kind: 'person'})
  WHERE p.bank_id = $bank_id
  RETURN p, e.timestamp AS said, 0 AS tier
  ORDER BY said DESC
  LIMIT 1
  UNION
  MATCH (p:Entity {bank_id: $bank_id, kind: 'person'})
  WHERE p.last_seen_at < ask.at AND p.last_seen_at >= ask.at - $since
  RETURN p, p.last_seen_at AS said, 1 AS tier
  ORDER BY said DESC
  LIMIT 1
}
WITH ask, p, tier ORDER BY tier
WITH ask, head(collect(p)) AS p
RETURN ask.key AS key, p.name AS name, p.key AS entity_key
