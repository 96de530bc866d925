"""One local Neo4j Community server: a Java process on loopback, started from the runtime jars.

The instance lives in its own home directory (conf, data, logs, run, plugins). Start-up is
idempotent: an instance already running is reported, a stale pid file is cleared, a taken port
is refused with its number, and a data directory from an earlier run is reused as it is.
"""

from __future__ import annotations

import logging
import os
import secrets
import shutil
import signal
import socket
import subprocess
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from service.localdb.runtime import CONF_TEMPLATES, LocalDbError, Runtime

log = logging.getLogger(__name__)

MAIN_CLASS = "org.neo4j.server.CommunityEntryPoint"
JVM_FLAGS = [
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+AlwaysPreTouch",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Djdk.tls.ephemeralDHKeySize=2048",
    "-Djdk.tls.rejectClientInitiatedRenegotiation=true",
    "-Dfile.encoding=UTF-8",
    # Without these opens, Lucene's vector index population is reported to stall on JDK 17.
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--add-opens=java.base/java.lang=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
]


@dataclass(frozen=True)
class ServerConfig:
    home: Path
    runtime: Runtime
    bolt_port: int = 7687
    http_port: int = 7474
    heap: str = "1g"
    pagecache: str = "512m"
    auth: bool = True
    start_timeout_s: float = 180.0
    # the Hindsight service Browser loads its audit guide and style from (None: Browser is
    # left as it comes): allowed as a remote content host, and played on connect
    service_url: str | None = None


@dataclass(frozen=True)
class Status:
    running: bool
    pid: int | None
    bolt_uri: str
    http_url: str
    password_file: Path | None

    def describe(self) -> str:
        state = f"running (pid {self.pid})" if self.running else "stopped"
        lines = [f"neo4j: {state}", f"bolt:  {self.bolt_uri}", f"http:  {self.http_url}"]
        if self.password_file is not None:
            lines.append(f"password file: {self.password_file}")
        return "\n".join(lines)


class LocalNeo4j:
    """Install, start, stop and report one local Neo4j instance."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.home = config.home
        self.pid_file = self.home / "run" / "neo4j.pid"
        self.password_file = self.home / "password"
        self.console_log = self.home / "logs" / "console.log"
        self._proc: subprocess.Popen[bytes] | None = None  # kept to reap the child on stop

    # --- public operations ----------------------------------------------------------------
    @property
    def bolt_uri(self) -> str:
        return f"bolt://127.0.0.1:{self.config.bolt_port}"

    @property
    def http_url(self) -> str:
        return f"http://127.0.0.1:{self.config.http_port}"

    def install(self) -> None:
        self.config.runtime.install()
        self._write_config()

    def status(self) -> Status:
        pid = self._live_pid()
        has_password = self.config.auth and self.password_file.is_file()
        return Status(
            running=pid is not None,
            pid=pid,
            bolt_uri=self.bolt_uri,
            http_url=self.http_url,
            password_file=self.password_file if has_password else None,
        )

    def password(self) -> str | None:
        """The password of the `neo4j` user, or None when auth is off."""
        if not self.config.auth:
            return None
        if not self.password_file.is_file():
            raise LocalDbError(f"no password file at {self.password_file}; start the server once")
        return self.password_file.read_text().strip()

    def start(self) -> bool:
        """Start the server and wait until it answers. False when it was already running
        (with a warning when it runs on a configuration other than the one it would be
        given now: the service's port changed, say)."""
        if self._live_pid() is not None:
            conf = self.home / "conf" / "neo4j.conf"
            if conf.is_file() and conf.read_text() != self._conf_text():
                log.warning(
                    "neo4j runs with an older %s (another service port?); restart it to apply "
                    "the current settings: hindsight db stop && hindsight db start",
                    conf,
                )
            return False
        self.install()
        for port in (self.config.bolt_port, self.config.http_port):
            _ensure_port_free(port)
        java = _java()
        cmd = [java, *self._jvm_memory(), *JVM_FLAGS, "-cp", self._classpath(), MAIN_CLASS]
        cmd += [f"--home-dir={self.home}", f"--config-dir={self.home / 'conf'}", "--console-mode"]
        self.console_log.parent.mkdir(parents=True, exist_ok=True)
        with open(self.console_log, "ab") as out:
            proc = subprocess.Popen(  # noqa: S603 - fixed argv, no shell
                cmd,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=self.home,
                start_new_session=True,
            )
        self._proc = proc
        self.pid_file.parent.mkdir(parents=True, exist_ok=True)
        self.pid_file.write_text(str(proc.pid))
        self._wait_ready(proc)
        if self.config.auth:
            self._ensure_password()
        return True

    def stop(self, timeout_s: float = 60.0) -> bool:
        """Stop the server cleanly (SIGTERM, then SIGKILL after the timeout)."""
        pid = self._live_pid()
        if pid is None:
            self.pid_file.unlink(missing_ok=True)
            return False
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline and _alive(pid):
            time.sleep(0.2)
        if _alive(pid):
            log.warning("neo4j (pid %s) ignored SIGTERM for %.0fs; killing it", pid, timeout_s)
            os.kill(pid, signal.SIGKILL)
        if self._proc is not None and self._proc.pid == pid:
            self._proc.wait(timeout=10)
            self._proc = None
        self.pid_file.unlink(missing_ok=True)
        return True

    # --- helpers --------------------------------------------------------------------------
    def _write_config(self) -> None:
        conf = self.home / "conf"
        for sub in ("conf", "data", "logs", "run", "plugins", "import"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        for name in ("server-logs.xml", "user-logs.xml"):
            shutil.copyfile(CONF_TEMPLATES / name, conf / name)
        (conf / "neo4j.conf").write_text(self._conf_text())

    def _conf_text(self) -> str:
        conf = self.home / "conf"
        settings = {
            "server.default_listen_address": "127.0.0.1",
            "server.default_advertised_address": "127.0.0.1",
            "server.bolt.listen_address": f"127.0.0.1:{self.config.bolt_port}",
            "server.bolt.advertised_address": f"127.0.0.1:{self.config.bolt_port}",
            "server.http.listen_address": f"127.0.0.1:{self.config.http_port}",
            "server.http.advertised_address": f"127.0.0.1:{self.config.http_port}",
            "server.https.enabled": "false",
            "server.directories.data": str(self.home / "data"),
            "server.directories.logs": str(self.home / "logs"),
            "server.directories.run": str(self.home / "run"),
            "server.directories.plugins": str(self.home / "plugins"),
            "server.directories.import": str(self.home / "import"),
            "server.logs.config": str(conf / "server-logs.xml"),
            "server.logs.user.config": str(conf / "user-logs.xml"),
            "server.memory.pagecache.size": self.config.pagecache,
            "dbms.security.auth_enabled": str(self.config.auth).lower(),
            "dbms.usage_report.enabled": "false",
            "db.tx_log.rotation.retention_policy": "2 days 1G",
            "server.jvm.additional": "-XX:+ExitOnOutOfMemoryError",
            # Plans are cached per query text and parameter types; by default also per size
            # bucket of each string and list parameter. The recall query takes 0.2-1 s to plan,
            # and its lists and strings vary (entity keys, the Lucene query), so each new
            # bucket cost a planning on a user's request. Without size hints one plan serves.
            "internal.cypher.use_parameter_size": "false",
            # A vector index search visits every Lucene segment of the index. Written to
            # online, an index gains a segment with each write transaction and merges them
            # only 50 at a time: a bank grown by retain (6.8k memories, 64 turns a request)
            # answered the bare vector query in 17 ms at p50; with merges 10 at a time, in
            # 6 ms, and retain did not slow down measurably. Populated (a bank reaching the
            # size for its own index, or indexed at start-up), an index is written in
            # segments of its 1 MB buffer: 100k memories made 30 segments and a 12 ms query;
            # a 64 MB buffer makes 2 and a 5.5 ms query, for a population of 78 s instead of
            # 29 s (in the background) and at most 64 MB of heap per index being populated.
            "internal.dbms.index.vector.standard_merge_factor": "10",
            "internal.dbms.index.vector.population_ram_buffer_size": "64",
            **browser_settings(self.config.service_url),
        }
        text = "# Written by `hindsight db install`; edits are replaced at the next start.\n"
        return text + "".join(f"{key}={value}\n" for key, value in settings.items())

    def _jvm_memory(self) -> list[str]:
        return [f"-Xms{self.config.heap}", f"-Xmx{self.config.heap}"]

    def _classpath(self) -> str:
        parts = [self.home / "plugins" / "*", self.home / "conf" / "*"]
        parts.append(self.config.runtime.lib / "*")
        return os.pathsep.join(str(p) for p in parts)

    def _live_pid(self) -> int | None:
        """The pid of this instance's server if it runs; a stale pid file is removed."""
        try:
            pid = int(self.pid_file.read_text().strip())
        except (FileNotFoundError, ValueError):
            self.pid_file.unlink(missing_ok=True)
            return None
        if _alive(pid) and _is_our_server(pid, self.home):
            return pid
        log.info("removing stale pid file %s (pid %s)", self.pid_file, pid)
        self.pid_file.unlink(missing_ok=True)
        return None

    def _wait_ready(self, proc: subprocess.Popen[bytes]) -> None:
        deadline = time.monotonic() + self.config.start_timeout_s
        while time.monotonic() < deadline:
            code = proc.poll()
            if code is not None:
                self._proc = None
                self.pid_file.unlink(missing_ok=True)
                raise LocalDbError(
                    f"neo4j exited with code {code} during start-up "
                    f"(2: database failed, 3: bad configuration). Last lines of "
                    f"{self.console_log}:\n{_tail(self.console_log)}"
                )
            if _port_open(self.config.bolt_port) and _http_ok(self.http_url):
                return
            time.sleep(0.25)
        self.stop(timeout_s=10)
        raise LocalDbError(
            f"neo4j did not answer within {self.config.start_timeout_s:.0f}s; "
            f"see {self.console_log}:\n{_tail(self.console_log)}"
        )

    def _ensure_password(self) -> None:
        """At first start, replace the initial password with a generated one (file mode 0600)."""
        from service.localdb.password import set_initial_password

        if self.password_file.is_file():
            return
        pending = self.password_file.with_suffix(".pending")
        if pending.is_file():
            new = pending.read_text().strip()
        else:
            new = secrets.token_urlsafe(24)
            _write_secret(pending, new)
        set_initial_password(self.bolt_uri, new)
        pending.rename(self.password_file)


def browser_settings(service_url: str | None) -> dict[str, str]:
    """Neo4j Browser's settings for the audit guide and style the service serves at
    ``service_url``: its host allowed as a source of remote content (Browser compares host
    names only, whatever the port), and on connect the style applied and the guide played
    (Browser runs each ``;``-separated command with a ``:`` before it)."""
    if service_url is None:
        return {}
    host = urllib.parse.urlsplit(service_url).hostname or "localhost"
    allowed = dict.fromkeys(["guides.neo4j.com", "localhost", host])
    return {
        "browser.remote_content_hostname_whitelist": ",".join(allowed),
        "browser.post_connect_cmd": (
            f"style {service_url}/audit/hindsight.grass;play {service_url}/audit/guide.html"
        ),
    }


def _write_secret(path: Path, value: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(value + "\n")
    os.chmod(path, 0o600)


def _java() -> str:
    java_home = os.environ.get("JAVA_HOME")
    candidate = Path(java_home) / "bin" / "java" if java_home else None
    if candidate is not None and candidate.is_file():
        return str(candidate)
    found = shutil.which("java")
    if found is None:
        raise LocalDbError("no Java found: install a JDK 17 or 21, or set JAVA_HOME")
    return found


def _ensure_port_free(port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError as exc:
            raise LocalDbError(
                f"port {port} on 127.0.0.1 is already in use by another process; "
                f"stop it or choose another port (HINDSIGHT_NEO4J_BOLT_PORT / _HTTP_PORT)"
            ) from exc


def _port_open(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _http_ok(url: str) -> bool:
    try:
        with urllib.request.urlopen(url + "/", timeout=1) as resp:  # noqa: S310 - loopback
            return bool(resp.status == 200)
    except OSError:
        return False


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie child still answers kill(0); it is not running
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
        return state != "Z"
    except OSError:
        return True


def _is_our_server(pid: int, home: Path) -> bool:
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return True  # no /proc: trust the pid file
    return MAIN_CLASS.encode() in cmdline and f"--home-dir={home}".encode() in cmdline


def _tail(path: Path, lines: int = 25) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"
