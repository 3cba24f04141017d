# Sourced by .ci/run: a Kafka-protocol broker for the fan-out suites (librdkafka's mock cluster, Debian
# librdkafka-dev), built from .ci/kafka-mock/kafka-mock.c. Exports KAFKA_BROKERS; leaves it unset on failure so
# the Kafka suites report as skipped instead of failing the run.
kafka_mock_setup() {
  local dir=.ci/kafka-mock bin=.ci/kafka-mock/kafka-mock out
  if ! dpkg -s librdkafka-dev >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
    apt-get -o DPkg::Lock::Timeout=600 update -qq
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq librdkafka-dev gcc >/dev/null
  fi
  gcc -O2 -o "$bin" "$dir/kafka-mock.c" -lrdkafka || { echo "kafka mock: build failed" >&2; return 1; }
  out=$(mktemp)
  # Topics per context, 8 partitions each (the mock cannot create topics through the admin API).
  setsid "$bin" 1 waypost.shipments:8 waypost.bench:8 >"$out" 2>/dev/null &
  echo $! > "$dir/.pid"
  for _ in $(seq 1 50); do [ -s "$out" ] && break; sleep 0.1; done
  KAFKA_BROKERS=$(head -1 "$out")
  rm -f "$out"
  [ -n "$KAFKA_BROKERS" ] || { echo "kafka mock: no bootstrap address" >&2; return 1; }
  export KAFKA_BROKERS
  echo "kafka mock broker (librdkafka $(dpkg-query -W -f='${Version}' librdkafka-dev)) at $KAFKA_BROKERS, pid $(cat "$dir/.pid")"
}
kafka_mock_setup || unset KAFKA_BROKERS
