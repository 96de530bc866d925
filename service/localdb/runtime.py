"""The Neo4j runtime: the server's jars, resolved from Maven Central by the pom beside this file.

The jars go to ``<runtime_dir>/neo4j-<version>/lib`` and are shared by every local instance
(the service's and the tests'). A marker file written after a complete copy means the next
install needs no network at all.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

POM = Path(__file__).with_name("pom.xml")
CONF_TEMPLATES = Path(__file__).with_name("conf")
MARKER = ".complete"
POM_NS = {"m": "http://maven.apache.org/POM/4.0.0"}


class LocalDbError(RuntimeError):
    """The managed Neo4j could not be installed, started or stopped; the message says why."""


def neo4j_version(pom: Path = POM) -> str:
    """The Neo4j version pinned in the pom."""
    root = ET.parse(pom).getroot()  # noqa: S314 - our own pom, shipped in the package
    node = root.find("m:properties/m:neo4j.version", POM_NS)
    if node is None or not (node.text or "").strip():
        raise LocalDbError(f"{pom} does not pin neo4j.version")
    return node.text.strip()  # type: ignore[union-attr]


@dataclass(frozen=True)
class Runtime:
    """Where the jars of one Neo4j version live."""

    root: Path
    version: str

    @classmethod
    def under(cls, runtime_dir: Path) -> Runtime:
        version = neo4j_version()
        return cls(root=runtime_dir / f"neo4j-{version}", version=version)

    @property
    def lib(self) -> Path:
        return self.root / "lib"

    @property
    def installed(self) -> bool:
        return (self.root / MARKER).is_file()

    def install(self) -> bool:
        """Resolve and copy the jars unless already present. True when it downloaded."""
        if self.installed:
            return False
        mvn = shutil.which("mvn")
        if mvn is None:
            raise LocalDbError("Maven ('mvn') is not on PATH; it is needed once to fetch Neo4j")
        staging = self.root / "lib.partial"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        log.info("resolving Neo4j %s from Maven Central into %s", self.version, self.lib)
        cmd = [
            mvn,
            "-B",
            "-q",
            "-f",
            str(POM),
            "dependency:copy-dependencies",
            f"-DoutputDirectory={staging}",
        ]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)  # noqa: S603
        if done.returncode != 0:
            tail = (done.stdout + done.stderr)[-2000:]
            raise LocalDbError(f"Maven could not resolve Neo4j {self.version}:\n{tail}")
        jars = sorted(p.name for p in staging.glob("*.jar"))
        if not any(name.startswith("neo4j-server-") for name in jars):
            raise LocalDbError(f"Maven finished but no neo4j-server jar is in {staging}")
        shutil.rmtree(self.lib, ignore_errors=True)
        staging.rename(self.lib)
        (self.root / MARKER).write_text("\n".join(jars) + "\n")
        return True
