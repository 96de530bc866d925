"""The managed local Neo4j: a Community server from Maven Central jars, run as a Java process."""

from service.localdb.runtime import LocalDbError, Runtime
from service.localdb.server import LocalNeo4j, ServerConfig, Status
from service.settings import Settings

__all__ = ["LocalDbError", "LocalNeo4j", "Runtime", "ServerConfig", "Status", "from_settings"]


def from_settings(settings: Settings) -> LocalNeo4j:
    """The local instance the settings describe (home, ports, memory, auth)."""
    return LocalNeo4j(
        ServerConfig(
            home=settings.neo4j_home.expanduser(),
            runtime=Runtime.under(settings.neo4j_runtime_dir.expanduser()),
            bolt_port=settings.neo4j_bolt_port,
            http_port=settings.neo4j_http_port,
            heap=settings.neo4j_heap,
            pagecache=settings.neo4j_pagecache,
            auth=settings.neo4j_auth,
            start_timeout_s=settings.neo4j_start_timeout_s,
        )
    )
