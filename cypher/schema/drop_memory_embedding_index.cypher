// The one vector index over every bank's memories is replaced by one per bank (see
// schema/make_bank_vector_index): Community cannot filter inside an index, so a bank that was a
// small share of it got few of its own memories among hundreds of neighbours, and every
// recall over-fetched to find them.
// mode: schema
DROP INDEX memory_embedding IF EXISTS
