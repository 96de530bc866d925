// title: Colour by kind and status: display labels · 按类型和状态着色：显示标签
// Give the bank's memories display labels for Neo4j Browser and Bloom, which style nodes
// by label only: one for the kind (Preference, Decision, Task, Fact, Feedback, Lesson,
// Transient) and one for a status other than active (Cold, Consolidated, Superseded,
// Negated, Expired, Forgotten), with stale ones removed. The service never reads these
// labels and never writes them: a memory that changes status keeps its old label until
// this runs again, so run it before looking. cypher/audit/hindsight.grass colours by them
// (superseded, negated and forgotten memories dimmed). One transaction for the bank.
// zh: 为记忆加上按类型和状态的显示标签（Browser 与 Bloom 只能按标签着色）；服务本身不读写这些标签，
// zh: 状态变化后需重新运行。delete_display_labels 可将其全部移除。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
// mode: write
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id})
REMOVE m:Preference:Decision:Task:Fact:Feedback:Lesson:Transient
REMOVE m:Cold:Consolidated:Superseded:Negated:Expired:Forgotten
WITH m,
     {preference: 'Preference', decision: 'Decision', task: 'Task', fact: 'Fact',
      feedback: 'Feedback', lesson: 'Lesson', transient: 'Transient'}[m.kind] AS kind_label,
     {cold: 'Cold', consolidated: 'Consolidated', superseded: 'Superseded',
      negated: 'Negated', expired: 'Expired', forgotten: 'Forgotten'}[m.status] AS status_label
SET m:$([label IN [kind_label, status_label] WHERE label IS NOT NULL])
RETURN count(m) AS labelled, count(status_label) AS not_active
