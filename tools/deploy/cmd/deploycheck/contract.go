package main

// The environment every process gets, as fixed in the platform's design; both
// docker-compose.yml and the Kubernetes manifests must provide all of it.
var commonEnv = []string{
	"NODE_ENV", "LOG_LEVEL", "PORT", "MONGO_URL", "RABBITMQ_URL", "REDIS_URL",
	"JWKS_URL", "JWT_ISSUER", "JWT_AUDIENCE", "INTERNAL_SECRET",
}

// requiredEnv lists, per workload (compose service or Deployment name), the
// variables it must be given. Keys are the names used in both places.
var requiredEnv = map[string][]string{
	"identity":  append(append([]string{}, commonEnv...), "JWT_PRIVATE_KEY", "SMTP_URL", "WEB_BASE_URL"),
	"tenant":    append(append([]string{}, commonEnv...), "IDENTITY_URL", "BILLING_URL", "CUSTOMER_URL", "ROUTING_URL", "WEIGHT_URL", "WEB_BASE_URL", "PUBLIC_DOMAIN", "INGRESS_ADDRESS"),
	"customer":  append(append([]string{}, commonEnv...), "IDENTITY_URL", "BILLING_URL", "WEB_BASE_URL"),
	"routing":   commonEnv,
	"weight":    commonEnv,
	"billing":   append(append([]string{}, commonEnv...), "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "WEB_BASE_URL"),
	"messaging": append(append([]string{}, commonEnv...), "SMTP_URL"),
	"gateway": {
		"NODE_ENV", "LOG_LEVEL", "PORT", "REDIS_URL", "RABBITMQ_URL", "JWKS_URL",
		"JWT_ISSUER", "JWT_AUDIENCE", "INTERNAL_SECRET", "WEB_ORIGIN", "PUBLIC_DOMAIN",
		"IDENTITY_URL", "TENANT_URL", "CUSTOMER_URL", "ROUTING_URL", "WEIGHT_URL",
		"BILLING_URL", "MESSAGING_URL",
	},
}

// servicePorts are the fixed listening ports (PORT) of the node processes.
var servicePorts = map[string]string{
	"gateway": "8080", "identity": "4001", "tenant": "4002", "customer": "4003",
	"routing": "4004", "weight": "4005", "billing": "4006", "messaging": "4007",
}
