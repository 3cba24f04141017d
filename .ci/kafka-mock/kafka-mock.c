/* A Kafka-protocol broker for CI: librdkafka's mock cluster (Debian librdkafka-dev).
 * Usage: kafka-mock [brokers] [topic:partitions ...]   Prints the bootstrap servers on stdout, then serves
 * until SIGTERM/SIGINT. The mock has no createTopics/idempotence/transactions: topics are created here. */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t running = 1;
static void stop(int sig) { (void)sig; running = 0; }

int main(int argc, char **argv) {
  char errstr[512];
  int brokers = argc > 1 ? atoi(argv[1]) : 1;
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof(errstr));
  /* A producer handle only hosts the mock cluster's thread. */
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
  if (!rk) { fprintf(stderr, "rd_kafka_new: %s\n", errstr); return 1; }
  rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(rk, brokers > 0 ? brokers : 1);
  if (!mc) { fprintf(stderr, "rd_kafka_mock_cluster_new failed\n"); return 1; }
  for (int i = 2; i < argc; i++) {
    char topic[256];
    int partitions = 1;
    strncpy(topic, argv[i], sizeof(topic) - 1);
    topic[sizeof(topic) - 1] = 0;
    char *colon = strchr(topic, ':');
    if (colon) { *colon = 0; partitions = atoi(colon + 1); }
    rd_kafka_resp_err_t err = rd_kafka_mock_topic_create(mc, topic, partitions, 1);
    if (err) fprintf(stderr, "topic %s: %s\n", topic, rd_kafka_err2str(err));
  }
  signal(SIGINT, stop);
  signal(SIGTERM, stop);
  printf("%s\n", rd_kafka_mock_cluster_bootstraps(mc));
  fflush(stdout);
  while (running) usleep(100000);
  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}
