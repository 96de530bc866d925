// After an import batch: the bank's memory and lesson counts taken again (they are what its
// memories are, whatever the export said), and its multilingual model recorded once one of
// the batch's memories holds a multilingual vector (recall then embeds queries in that space
// too; every memory gets its vector in a batch that touches it).
// mode: write
// $bank_id: the bank imported into
// $ids: the memories the batch wrote or gave edges to
// $multilingual_model: the model of `embedding_ml` vectors (null without that space)
MATCH (b:Bank {id: $bank_id})
WITH b,
     COUNT { MATCH (m:Memory {bank_id: $bank_id}) } AS memories,
     COUNT { MATCH (m:Memory {bank_id: $bank_id}) WHERE m.kind = 'lesson' } AS lessons,
     EXISTS {
       UNWIND $ids AS id
       MATCH (m:Memory {id: id})
       WHERE m.bank_id = $bank_id AND m.embedding_ml IS NOT NULL
     } AS ml
SET b.memory_count = memories,
    b.lesson_count = CASE WHEN lessons > 0 OR b.lesson_count IS NOT NULL THEN lessons END,
    b.multilingual_model = CASE WHEN ml AND $multilingual_model IS NOT NULL
                                THEN $multilingual_model ELSE b.multilingual_model END
RETURN b.memory_count AS memory_count
