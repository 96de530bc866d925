"""The managed local Neo4j: a Community server from Maven Central jars, run as a Java process."""

from service.localdb.runtime import LocalDbError, Runtime
from service.localdb.server import LocalNeo4j, ServerConfig, Status, browser_settings
from service.settings import Settings

__all__ = [
    "LocalDbError",
    "LocalNeo4j",
    "Runtime",
    "ServerConfig",
    "Status",
    "browser_settings",
    "from_settings",
    "service_url",
]


def service_url(settings: Settings) -> str:
    """Where a browser on this machine reaches the service (a service listening on every
    address is reached on loopback)."""
    host = settings.host
    if host in ("", "0.0.0.0", "::", "[::]"):  # noqa: S104 - a comparison, not a bind
        host = "127.0.0.1"
    elif ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"http://{host}:{settings.port}"


def from_settings(settings: Settings) -> LocalNeo4j:
    """The local instance the settings describe (home, ports, memory, auth), its Browser
    pointed at the service's audit guide and style."""
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
            service_url=service_url(settings),
        )
    )
