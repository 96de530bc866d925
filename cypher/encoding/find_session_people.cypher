// The person each new turn's session spoke of last before it: "Farida Haddad at Ledgerline"
// said, later "she quoted around $500" / "ugh she just emailed, she's sick" means her. For each
// ask: the person entity named by the latest memory of the session said before the turn; else,
// when the session named no one yet, the person the latest other session that named anyone
// within $since before it was most about (a new session that goes on about her: "engagement
// letter came thru from her office"). Returns one row per ask that has such a person.
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
  // The session that named someone last, and the person it was most about: named or
  // referred to most often there, the later one on a tie (the side remark "何医生 周末也开"
  // at the end of a session about 陈卫东 is not whom the next session's "他" means).
  MATCH (p:Entity {bank_id: $bank_id, kind: 'person'})
  WHERE p.last_seen_at < ask.at AND p.last_seen_at >= ask.at - $since
  MATCH (p)<-[:MENTIONS]-(m:Memory)-[:DERIVED_FROM]->(e:Episode)
  WHERE m.bank_id = $bank_id AND e.bank_id = $bank_id
    AND e.timestamp < ask.at AND e.timestamp >= ask.at - $since
    AND e.session_id <> ask.session_id
  WITH p, e.session_id AS session, count(DISTINCT m) AS mentions, max(e.timestamp) AS said
  WITH session, collect({p: p, mentions: mentions, said: said}) AS people, max(said) AS latest
  ORDER BY latest DESC
  LIMIT 1
  UNWIND people AS person
  WITH person ORDER BY person.mentions DESC, person.said DESC
  LIMIT 1
  RETURN person.p AS p, person.said AS said, 1 AS tier
}
WITH ask, p, tier ORDER BY tier
WITH ask, head(collect(p)) AS p
RETURN ask.key AS key, p.name AS name, p.key AS entity_key
