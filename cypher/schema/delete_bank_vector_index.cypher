// Drop one of a bank's vector indexes (after its vectors moved to another model: the next
// recall that needs it makes a new one from the new vectors).
// mode: schema
// $name: the index name
DROP INDEX $name IF EXISTS
