import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to 127.0.0.1 only. The jar's own command line has no host option and its
 * Jetty server listens on every interface, so this sets the host of its connectors before starting.
 * Run as a single-file source program: java -cp DynamoDBLocal.jar LoopbackDynamoDBLocal.java <options>.
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) {
        ((ServerConnector) connector).setHost("127.0.0.1");
        bound++;
      }
    }
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to 127.0.0.1");
    proxy.start();
  }
}
