"""Pure text readers for English and Chinese, shared by retain and recall: script detection,
segmentation, speaker labels, values, time expressions, entities and the words the conflict
and merge rules read. No I/O, no graph."""
