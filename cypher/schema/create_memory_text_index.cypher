// Full-text index over memory text, for English and Chinese alike, filterable by bank.
//
// Analyzer: `cjk` (Lucene's CJKAnalyzer). Measured on this server: Chinese text becomes
// overlapping bigrams ("飞上海" matches "我下周三飞上海"), which needs no dictionary and finds
// words a segmenter would split differently. English text goes through the standard
// tokenizer, is case-folded and loses English stop words ("the", "is"), but is NOT stemmed:
// "users" does not match "user". `english` would stem but treats a Chinese sentence as
// single characters; `standard-no-stop-words` does the same for Chinese and keeps stop words.
// Mixed-language memories are the norm here, so `cjk` wins; the missing stemming is made up
// by `search_text`, which the service fills with English lemmas and jieba words of the memory.
//
// `bank_key` is one opaque token per bank ("bk" + hex digest of the bank id), so the Lucene
// query itself keeps to one bank (`+bank_key:bk...`) and top-k is taken inside the bank,
// with no over-fetch across tenants.
// mode: schema
CREATE FULLTEXT INDEX memory_text_v2 IF NOT EXISTS
FOR (m:Memory) ON EACH [m.text, m.search_text, m.bank_key]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'cjk'}}
