// title: Remove the display labels · 移除显示标签
// Remove the display labels update_display_labels gave the bank's memories (kind and
// status labels); the memories are otherwise unchanged.
// zh: 移除 update_display_labels 加上的显示标签；记忆本身不变。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
// mode: write
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id})
REMOVE m:Preference:Decision:Task:Fact:Feedback:Lesson:Transient
REMOVE m:Cold:Consolidated:Superseded:Negated:Expired:Forgotten
RETURN count(m) AS unlabelled
