"""The words before a credential word run together that say whose it is (kfgen.checks.credentials): `token`, `pwd`,
`pass`, `secret` and `key` alone end many names that are no credential (MAXTOKEN, OLDPWD, BYPASS, SECRETARY, MONKEY,
SORT_KEY), so they name one only after a known owner (HFTOKEN, MYSQLPWD, PGPASS, AWSSECRET, OPENAI_KEY). A list of
known words keeps the rule precise: a name flagged wrongly refuses a user's job."""

from __future__ import annotations

# Services whose keys and secrets a training job holds: a `key` or `secret` after one of them is theirs.
SERVICES = frozenset(
    {
        *("openai", "anthropic", "cohere", "mistral", "groq", "gemini", "deepseek", "openrouter", "replicate"),
        *("hf", "huggingface", "huggingfacehub", "hfhub", "wandb", "comet", "neptune", "kaggle", "databricks"),
        *("aws", "gcp", "azure", "github", "gitlab", "slack", "stripe", "sendgrid", "sentry", "pinecone"),
    }
)
TOKEN_OWNERS = frozenset(
    {
        *("hf", "huggingface", "huggingfacehub", "hfhub", "github", "gh", "gitlab", "gl", "bitbucket", "gitea"),
        *("npm", "pypi", "docker", "registry", "slack", "slackbot", "discord", "telegram", "bot", "wandb", "comet"),
        *("neptune", "openai", "anthropic", "cohere", "replicate", "kaggle", "databricks", "sentry", "vault"),
        *("consul", "api", "access", "bearer", "refresh", "session", "oauth", "jwt", "id", "personal", "pat"),
        *("service", "client", "user", "admin", "root", "secret", "private", "kube", "k8s", "sa", "circleci"),
        "travis",
    }
)
PWD_OWNERS = frozenset(
    {
        *("db", "database", "mysql", "mariadb", "pg", "postgres", "postgresql", "sql", "mssql", "oracle", "mongo"),
        *("mongodb", "redis", "rabbitmq", "amqp", "minio", "elastic", "es", "ldap", "smtp", "mail", "ftp", "sftp"),
        *("root", "admin", "user", "sa", "sys", "vnc", "keystore", "truststore", "key", "store", "wifi", "proxy"),
    }
)
# what else a `key` after them is: SSH_KEY, SIGNING_KEY, GPG_KEY, HMAC_KEY, LICENSE_KEY (not SORT_KEY, PRIMARY_KEY)
KEY_OWNERS = SERVICES | {"ssh", "signing", "gpg", "pgp", "encryption", "hmac", "license", "session", "webhook"}
# a personal access token: GITHUB_PAT, GLPAT
PAT_OWNERS = frozenset({"github", "gh", "gitlab", "gl", "bitbucket", "azure", "ado", "hf", "huggingface"})
# PROXYPASS is no password (nginx's proxy_pass is a URL)
PASS_OWNERS = PWD_OWNERS - {"proxy"}
SECRET_OWNERS = SERVICES | {"client", "app", "api", "jwt", "session", "webhook", "oauth"}
OWNED_ENDS = (
    ("token", TOKEN_OWNERS),
    ("pwd", PWD_OWNERS),
    ("pass", PASS_OWNERS),
    ("secret", SECRET_OWNERS),
    ("key", KEY_OWNERS),
    ("pat", PAT_OWNERS),
)
# a credential word written as a word of its own after one that says whose: OPENAI_KEY, SSH_KEY, GITHUB_PAT
OWNED_WORDS = (("key", KEY_OWNERS), ("pat", PAT_OWNERS))
# a cookie is a session's credential: COOKIE, SESSION_COOKIE (not COOKIE_NAME, COOKIE_DOMAIN, USE_COOKIE)
COOKIE_WORDS = frozenset({"cookie", "cookies"})
COOKIE_OWNERS = frozenset({"session", "auth", "login", "sso", "browser", "http"})
# names that hold a credential file's content, as the words they end with: DOCKER_AUTH_CONFIG (a registry's
# `auths`), DOCKERCFG; not DOCKER_CONFIG, the folder the docker CLI reads it from
CREDENTIAL_ENDINGS = (("docker", "auth", "config"), ("docker", "config", "json"), ("dockerconfigjson",), ("dockercfg",))
