// The options of a list that were not taken when one of them was ("Three ideas: 1) Bounce
// Republic… 2) Paint & Fire… 3) a LEGO party…" / "yep the bouncy one"; "一是阳光双语…二是区机
// 关…三是蓝天…" / "就小区里那家"): each is marked `passed_over_by` the statement that took
// another, and so is the user's no to it ("双语那个算了，一个月六千八", which NEGATES it): the
// history of a choice made, not what holds. Nothing is negated or retired: recall ranks them
// after what holds (an option not chosen is no current fact), and a later statement may still
// take one of them.
// mode: write
// $bank_id: the bank's id
// $pairs: one map per option passed over: memory_id (the option), by (the taking statement)
// $taken: the ids of the options taken now, which an earlier choice passed over no longer
// ("倾向鑫达那家" then "改主意了 还是选老周那家吧")
CALL {
  UNWIND $taken AS id
  MATCH (t:Memory {bank_id: $bank_id, id: id})
  REMOVE t.passed_over_by
  RETURN count(t) AS cleared
}
UNWIND $pairs AS pair
MATCH (m:Memory {bank_id: $bank_id, id: pair.memory_id})
OPTIONAL MATCH (no:Memory {bank_id: $bank_id})-[:NEGATES]->(m)
WHERE coalesce(no.role, 'user') = 'user'
WITH pair, m, collect(no) AS noes
WITH pair, [m] + noes AS passed
UNWIND passed AS p
WITH pair, p
WHERE p.passed_over_by IS NULL AND p.id <> pair.by
SET p.passed_over_by = pair.by
RETURN count(p) AS marked
