"""First-start password change of the managed server (Neo4j's initial password is `neo4j`)."""

from __future__ import annotations

from neo4j import GraphDatabase
from neo4j.exceptions import AuthError, ClientError

from service.localdb.runtime import LocalDbError

INITIAL_PASSWORD = "neo4j"  # noqa: S105 - Neo4j's documented first-start password


def set_initial_password(bolt_uri: str, new_password: str) -> None:
    """Change the `neo4j` user's password from the initial one to ``new_password``.

    Idempotent: when the new password already works (an interrupted earlier start), it is kept.
    """
    if _can_log_in(bolt_uri, new_password):
        return
    with GraphDatabase.driver(bolt_uri, auth=("neo4j", INITIAL_PASSWORD)) as driver:
        try:
            driver.execute_query(
                "ALTER CURRENT USER SET PASSWORD FROM $old TO $new",
                old=INITIAL_PASSWORD,
                new=new_password,
                database_="system",
            )
        except (AuthError, ClientError) as exc:
            raise LocalDbError(
                "could not set the initial Neo4j password: the data directory was set up with "
                "another password; delete the data directory or restore the password file"
            ) from exc


def _can_log_in(bolt_uri: str, password: str) -> bool:
    with GraphDatabase.driver(bolt_uri, auth=("neo4j", password)) as driver:
        try:
            driver.verify_connectivity()
            driver.execute_query("RETURN 1", database_="system")
        except (AuthError, ClientError):
            return False
    return True
