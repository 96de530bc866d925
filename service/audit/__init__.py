"""Auditing a bank in Neo4j Browser and Bloom: the saved queries of ``cypher/audit``, the
Browser guide made from them, the GraSS style and the Bloom perspective beside them."""
