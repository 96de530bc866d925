// The first full-text index (text only, no bank key) is replaced by memory_text_v2.
// mode: schema
DROP INDEX memory_text IF EXISTS
